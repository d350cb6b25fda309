import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './environment.ts';
import './dialogoNaFrente.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
