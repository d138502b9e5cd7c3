/** The e-mail and SMS that failed for good, with Retry (designed): administrators'. */
export const failedMessagePaths = { list: '/failed-messages' } as const;
