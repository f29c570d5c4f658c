/**
 * Once per run of the browser project: the Chromium the tests drive, found (unpacked the first
 * time) and started once, its path handed to every test file (`inject('chromium')`). A run where
 * no Chromium starts fails here, saying what is missing.
 */
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromium', await findChromium());
}
