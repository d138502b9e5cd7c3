import * as React from 'react';

interface ShellMessage {
  title: string;
  message: React.ReactNode;
}

type ShowMessage = (message: ShellMessage) => void;

const ShellMessageContext = React.createContext<ShowMessage | null>(null);

/** Opens the shell's message modal (spec §2.2). Outside a ConsoleShell the message is only logged. */
function useShellMessage(): ShowMessage {
  return (
    React.use(ShellMessageContext) ??
    ((message) => console.warn('No ConsoleShell to show this message', message.title, message.message))
  );
}

export { type ShellMessage, ShellMessageContext, useShellMessage };
