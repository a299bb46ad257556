/**
 * The app's sheet for widgets that open a detail (widgets/shared/sheet.tsx), handed down by
 * WidgetSheetProvider. Apart from the sheet itself, so the app's shell, which provides it on every
 * page, does not carry the stand-in dialog used where no app provides one (Storybook, unit tests).
 */
import { createContext, type ComponentType, type ReactNode } from 'react';

export interface WidgetSheetProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

export const SheetHost = createContext<ComponentType<WidgetSheetProps> | null>(null);

/** The app's sheet component, for every widget below. */
export const WidgetSheetProvider = SheetHost.Provider;
