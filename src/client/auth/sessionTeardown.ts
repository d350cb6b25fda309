type TeardownHook = () => void;

const hooks = new Set<TeardownHook>();

/**
 * Registers work to undo when the session ends (the live channel closes its connection here).
 * Returns the function that unregisters it.
 */
export function onSessionTeardown(hook: TeardownHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Ends the session in this browser: runs the hooks, then forgets everything stored locally. */
export function teardownSession(): void {
  for (const hook of [...hooks]) {
    try {
      hook();
    } catch (error) {
      // One failing hook must not keep the others from running nor the storage from clearing.
      console.error(error);
    }
  }
  localStorage.clear();
}
