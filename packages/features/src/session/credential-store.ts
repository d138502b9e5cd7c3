interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

function passwordCredentialConstructor(): PasswordCredentialConstructor | undefined {
  return (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
}

/** Whether this browser can keep a password for the console (the Credential Management API's password store). */
function canStorePasswordCredential(): boolean {
  return passwordCredentialConstructor() !== undefined && typeof navigator.credentials?.store === 'function';
}

/**
 * Hands a successful sign-in to the browser's own credential manager, where the platform has one
 * (`window.PasswordCredential`). The password never goes to web storage. Resolves to whether it was stored.
 */
async function storePasswordCredential(init: PasswordCredentialInit): Promise<boolean> {
  const PasswordCredential = passwordCredentialConstructor();
  if (!PasswordCredential || !canStorePasswordCredential()) return false;
  try {
    await navigator.credentials.store(new PasswordCredential(init));
    return true;
  } catch {
    return false;
  }
}

export { canStorePasswordCredential, storePasswordCredential };
