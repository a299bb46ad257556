import { BrowserRouter } from 'react-router-dom';
import { useSettings } from '../state/settings';
import { SYSTEM_STATUS } from '../lib/constants';
import { AppRoutes } from './routes';
import { ContractPromptHost } from './member/contract-prompt-host';
import { ReminderHost } from './responsible/reminder-host';
import { StatusScreen } from './screens/status-screen';
import { BASE_PATH } from '../runtime/actions';

export function App() {
  const { status } = useSettings();
  // §4: 1 if maintenance (with or without region restriction), 2 if only region restriction.
  if (status?.status === SYSTEM_STATUS.maintenance) return <StatusScreen kind="maintenance" info={status.info} />;
  if (status?.status === SYSTEM_STATUS.regionRestricted) return <StatusScreen kind="restricted" info={status.info} ip={status.location.ip} />;
  return (
    <BrowserRouter basename={BASE_PATH}>
      <AppRoutes />
      <ContractPromptHost />
      <ReminderHost />
    </BrowserRouter>
  );
}
