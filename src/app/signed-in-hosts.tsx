/**
 * What only a signed-in player needs beside the routes: the agents' contract prompt and the
 * session-time reminder. A chunk of its own, loaded once there is a session, so a visitor's
 * first load carries none of it.
 */
import { ContractPromptHost } from './member/contract-prompt-host';
import { ReminderHost } from './responsible/reminder-host';

export default function SignedInHosts() {
  return (
    <>
      <ContractPromptHost />
      <ReminderHost />
    </>
  );
}
