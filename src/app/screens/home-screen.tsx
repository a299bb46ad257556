import { LayoutScreen } from '../../runtime/renderer';

/** §2 home: composed entirely from the published `home` layout. */
export function HomeScreen() {
  return <LayoutScreen screen="home" />;
}
