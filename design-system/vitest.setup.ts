import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './tokens/global.css.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
