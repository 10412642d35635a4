/**
 * The installers' configuration, read the way `npm run dist` reads it: through
 * electron-builder's own loader (YAML, `extends`) and checked against its schema,
 * which needs no network. The production build flips Electron's fuses so that an
 * installed desk cannot be turned into a Node runtime or debugged from outside;
 * the end-to-end test profile differs only in letting Playwright's inspector in.
 * The installers say what they are (name, version, platform) and are made for the
 * generic update feed, installed per user so they update without an administrator.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  asar?: unknown;
  artifactName?: string;
  publish?: unknown;
  nsis?: { perMachine?: boolean; oneClick?: boolean };
  files?: unknown;
  electronFuses?: Record<string, boolean>;
  directories?: { output?: string };
  extends?: unknown;
  linux?: { target?: unknown };
  win?: { target?: unknown };
  mac?: { target?: unknown; hardenedRuntime?: boolean };
}

// electron-builder's CLI exposes no loader; app-builder-lib (its own library, installed with it) does.
const APP_BUILDER_LIB = path.dirname(require.resolve('app-builder-lib/package.json'));
const builderConfig = require(path.join(APP_BUILDER_LIB, 'out/util/config/config.js')) as {
  getConfig(projectDir: string, configPath: string, fromOptions: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
// The expansion electron-builder names its files with.
const { expandMacro } = require(path.join(APP_BUILDER_LIB, 'out/util/macroExpander.js')) as {
  expandMacro(pattern: string, arch: string | null, appInfo: object, extra?: Record<string, string>): string;
};

interface Matcher {
  patterns: string[];
  createFilter(): (file: string, stat: { isDirectory(): boolean; moduleFullFilePath?: string }) => boolean;
}
// How electron-builder chooses the app's own files, and those of the production dependencies it copies.
const fileMatcher = require(path.join(APP_BUILDER_LIB, 'out/fileMatcher.js')) as {
  getMainFileMatchers(
    appDir: string,
    destination: string,
    macroExpander: (text: string) => string,
    platformSpecificBuildOptions: object,
    platformPackager: {
      info: { config: BuilderConfig; projectDir: string; buildResourcesDir: string; debugLogger: object };
    },
    outDir: string,
    isElectronCompile: boolean,
  ): Matcher[];
  getNodeModuleFileMatcher(
    appDir: string,
    destination: string,
    macroExpander: (text: string) => string,
    platformSpecificBuildOptions: { files?: unknown },
    packager: { config: BuilderConfig; debugLogger: { isEnabled: boolean } },
  ): Matcher;
  FileMatcher: new (
    from: string,
    to: string,
    macroExpander: (text: string) => string,
    patterns: string[],
  ) => Matcher;
};

async function load(file: string): Promise<BuilderConfig> {
  const config = await builderConfig.getConfig(ROOT, file, null);
  await builderConfig.validateConfiguration(config, new DebugLogger(false));
  return config;
}

const PRODUCTION_FUSES = {
  // ELECTRON_RUN_AS_NODE would make the signed app a general Node runtime.
  runAsNode: false,
  enableCookieEncryption: true,
  // NODE_OPTIONS and --inspect would let anyone who can start the app run code in its main process.
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  // Only the app.asar that was packed, checked against its hash, is loaded.
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  grantFileProtocolExtraPrivileges: false,
};

describe('electron-builder.yml', () => {
  it('is a configuration electron-builder accepts', async () => {
    await expect(load('electron-builder.yml')).resolves.toBeDefined();
  });

  it('flips every fuse the desk relies on', async () => {
    const config = await load('electron-builder.yml');
    expect(config.electronFuses).toMatchObject(PRODUCTION_FUSES);
    expect(config.asar).toBe(true);
  });

  it('builds AppImage and deb, NSIS, and dmg (with the zip a Mac updates from), without source maps', async () => {
    const config = await load('electron-builder.yml');
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg', 'zip']);
    expect(config.mac?.hardenedRuntime).toBe(true);
    // The loader folds the patterns into one file set.
    expect(config.files).toEqual([{ filter: expect.arrayContaining(['dist/electron/**', '!**/*.map']) }]);
  });

  it('copies none of the production dependencies into the app: the bundles carry what ships', async () => {
    const config = await load('electron-builder.yml');
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const libraries = Object.keys(manifest.dependencies);
    expect(libraries.length).toBeGreaterThan(0);
    const same = (text: string) => text;
    const appDir = '/app';
    const main = fileMatcher.getNodeModuleFileMatcher(
      appDir,
      '/out/app',
      same,
      {},
      {
        config,
        debugLogger: { isEnabled: false },
      },
    );
    // As computeNodeModuleFileSets matches each file of each dependency it collects.
    const copied = libraries.filter((library) => {
      const folder = path.join(appDir, 'node_modules', library);
      const filter = new fileMatcher.FileMatcher(folder, '/out/app', same, main.patterns).createFilter();
      return ['package.json', 'index.js', 'dist/index.js'].some((file) =>
        filter(path.join(folder, file), {
          isDirectory: () => false,
          moduleFullFilePath: `node_modules/${library}/${file}`,
        }),
      );
    });
    expect(copied).toEqual([]);
  });

  it('packs the demo as the build made it, and nothing of the sandbox package or its tests', async () => {
    const config = await load('electron-builder.yml');
    const same = (text: string) => text;
    const [main] = fileMatcher.getMainFileMatchers(
      ROOT,
      '/out/app',
      same,
      {},
      {
        info: { config, projectDir: ROOT, buildResourcesDir: 'build', debugLogger: { isEnabled: false } },
      },
      path.join(ROOT, 'release'),
      false,
    );
    const filter = main!.createFilter();
    const packed = (file: string) => filter(path.join(ROOT, file), { isDirectory: () => false });
    // The demo's sandbox is bundled by esbuild into a chunk of the main process (build-output.test.ts).
    expect(packed('dist/electron/main.js')).toBe(true);
    expect(packed('dist/electron/chunks/demo-4KX2M7QA.js')).toBe(true);
    expect(packed('package.json')).toBe(true);
    for (const file of [
      'packages/sandbox/package.json',
      'packages/sandbox/src/demo.ts',
      'packages/sandbox/src/faults/registry.ts',
      'packages/sandbox/test/waiver-harness.ts',
      'node_modules/@waiver-desk/sandbox/src/demo.ts',
    ])
      expect({ file, packed: packed(file) }).toEqual({ file, packed: false });
  });

  it('names every installer with the app, its version, the platform and the processor', async () => {
    const { artifactName } = await load('electron-builder.yml');
    const name = (os: string, arch: string, ext: string) =>
      expandMacro(artifactName ?? '', arch, { version: '1.4.2', productName: 'Waiver Desk' }, { os, ext });
    expect(name('win', 'x64', 'exe')).toBe('waiver-desk-1.4.2-win-x64.exe');
    expect(name('linux', 'x86_64', 'AppImage')).toBe('waiver-desk-1.4.2-linux-x86_64.AppImage');
    expect(name('mac', 'arm64', 'dmg')).toBe('waiver-desk-1.4.2-mac-arm64.dmg');
  });

  it('is made for a generic update feed, installed per user so it updates without an administrator', async () => {
    const config = await load('electron-builder.yml');
    // The loader gives one publisher or a list of them.
    expect([config.publish].flat()).toEqual([
      expect.objectContaining({
        provider: 'generic',
        channel: 'latest',
        url: expect.stringMatching(/^https:\/\//),
      }),
    ]);
    expect(config.nsis).toMatchObject({ perMachine: false });
    // On Linux the AppImage updates itself; a deb is the system's package manager's to update.
    expect(config.linux?.target).toContain('AppImage');
  });

  it('refuses a misspelt fuse rather than leaving it unflipped', async () => {
    const config = await builderConfig.getConfig(ROOT, 'electron-builder.yml', null);
    const misspelt = { ...config, electronFuses: { ...config.electronFuses, runAsNod: false } };
    await expect(builderConfig.validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
      /electronFuses/,
    );
  });
});

describe('electron-builder.e2e.yml, the end-to-end test profile', () => {
  it('is the production build with only the inspector allowed, written apart from the installers', async () => {
    const [production, e2e] = await Promise.all([
      load('electron-builder.yml'),
      load('electron-builder.e2e.yml'),
    ]);
    // Playwright's Electron support starts the app with --inspect=0 and attaches to it.
    expect(e2e.electronFuses).toEqual({ ...production.electronFuses, enableNodeCliInspectArguments: true });
    expect(e2e.directories?.output).not.toBe(production.directories?.output);
    const { electronFuses: _e2eFuses, directories: _e2eDirs, extends: _parent, ...e2eRest } = e2e;
    const { electronFuses: _fuses, directories: _dirs, ...productionRest } = production;
    expect(e2eRest).toEqual(productionRest);
  });
});
