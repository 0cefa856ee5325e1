/**
 * Fault scenarios for the sandbox: the engine built from the ready-made scenarios and the files
 * given at start (`--scenario`, active globally), and hot reload of those files: an edit applies
 * at once, state is kept (projects, activations, and the counters of rules that did not change),
 * and a broken edit keeps the previous version and says why in the journal and the log.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Journal } from '../http/journal.js';
import { ScenarioEngine, type ScenarioProjects } from './engine.js';
import { loadBuiltIns, loadScenarioFile } from './loader.js';

;

export interface ScenarioSetup {
  engine: ScenarioEngine;
  /** Watches the files given at start; returns the cleanup. */
  watch(): () => void;
}

const DEBOUNCE_MS = 50;

export function createScenarios(options: {
  /** Files (or names of ready-made scenarios) to activate globally. */
  global: string[];
  seed: () => number;
  maxProjects: number;
  ratePerSecond: number;
  journal: Journal;
  logger: Logger;
  projects: ScenarioProjects;
}): ScenarioSetup {
  const engine = new ScenarioEngine(options);
  engine.define(loadBuiltIns());
  const files = new Map<string, string>();
  const globalNames: string[] = [];
  for (const arg of options.global) {
    if (existsSync(arg)) {
      const s = loadScenarioFile(arg);
      if ([...files.values()].includes(s.name)) throw new Error(`${arg}: another --scenario file is also named "${s.name}"`);
      files.set(resolve(arg), s.name);
      engine.define([s]);
      globalNames.push(s.name);
    } else if (engine.get(arg)) globalNames.push(arg);
    else throw new Error(`--scenario ${arg}: no such file and no ready-made scenario of that name`);
  }
  engine.setGlobal(globalNames);

  const reload = (file: string) => {
    const before = files.get(file)!;
    try {
      const s = loadScenarioFile(file);
      engine.define([s]);
      if (s.name !== before) {
        engine.setGlobal(engine.globalNames().map((n) => (n === before ? s.name : n)));
        files.set(file, s.name);
      }
      options.journal.note('scenario_reloaded', `${file}: scenario ${s.name} (${s.rules.length} rules)`);
      options.logger.info({ file, scenario: s.name }, 'scenario reloaded');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      options.journal.note('scenario_reload_failed', `${message} (the previous version of ${before} stays in force)`);
      options.logger.warn({ file, err: message }, 'scenario file not reloaded');
    }
  };

  return {
    engine,
    watch() {
      const timers = new Map<string, NodeJS.Timeout>();
      const watchers: FSWatcher[] = [];
      // Directories are watched, not files: editors often replace a file, which ends a file watch.
      for (const dir of new Set([...files.keys()].map((f) => dirname(f)))) {
        const names = new Set([...files.keys()].filter((f) => dirname(f) === dir).map((f) => basename(f)));
        const watcher = watch(dir, (_event, name) => {
          if (!name || !names.has(name.toString())) return;
          const file = resolve(dir, name.toString());
          if (!existsSync(file)) return;
          clearTimeout(timers.get(file));
          timers.set(file, setTimeout(() => reload(file), DEBOUNCE_MS));
        });
        watcher.on('error', (err) => options.logger.warn({ dir, err }, 'scenario watch failed'));
        watchers.push(watcher);
      }
      return () => {
        for (const t of timers.values()) clearTimeout(t);
        for (const w of watchers) w.close();
      };
    },
  };
}
