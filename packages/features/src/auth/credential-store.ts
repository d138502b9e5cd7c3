interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

/**
 * Hands a successful sign-in to the browser's own credential manager, where the platform has one
 * (`window.PasswordCredential`). The password never goes to web storage. Resolves to whether it was stored.
 */
async function storePasswordCredential(init: PasswordCredentialInit): Promise<boolean> {
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!PasswordCredential || !navigator.credentials?.store) return false;
  try {
    await navigator.credentials.store(new PasswordCredential(init));
    return true;
  } catch {
    return false;
  }
}

export { storePasswordCredential };
