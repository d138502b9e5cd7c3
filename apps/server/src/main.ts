// The server's entry point. The heap settings come first, before any other module is even loaded: a module imported
// statically here would be loaded, with the whole graph under it, before the settings run (heap-settings.ts).
import './heap-settings.ts';

await import('./serve.ts');
