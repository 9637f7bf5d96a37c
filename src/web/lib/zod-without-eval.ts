import { z } from 'zod';

// zod compiles fast parsers with `new Function`, which the strict CSP forbids: each attempt would be
// reported as a violation (the console, Lighthouse). The interpreted parsers are fast enough here.
z.config({ jitless: true });
