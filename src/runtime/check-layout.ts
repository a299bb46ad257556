/** The block check lives in widgets/check-layout.ts (it reads the widgets' runtime parts): the server's publish check runs it too. */
export * from '../../widgets/check-layout';
