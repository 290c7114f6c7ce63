'use strict';
/**
 * Child processes for the end-to-end test: each started in its own process group, its output
 * kept (and echoed with a prefix when SURESTEP_E2E_VERBOSE is set), and stopped by its own id.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');

// Every process group started here, so that an interrupted run (timeout, Ctrl-C) still stops
// them: each is detached into its own group, which a signal to this process would not reach.
const running = new Set();
function stopAll() {
	for (const pid of running) {
		try {
			process.kill(-pid, 'SIGTERM');
		} catch {
			/* already gone */
		}
	}
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		stopAll();
		process.exit(130);
	});
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Starts a long-running child; `output()` is what it printed so far. */
function startProcess(label, command, args, options = {}) {
	const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
	let output = '';
	const collect = (chunk) => {
		output += chunk.toString();
		if (process.env.SURESTEP_E2E_VERBOSE) process.stderr.write(`[${label}] ${chunk}`);
	};
	child.stdout.on('data', collect);
	child.stderr.on('data', collect);
	running.add(child.pid);
	const exited = new Promise((resolve) =>
		child.once('exit', (code, signal) => {
			running.delete(child.pid);
			resolve({ code, signal });
		}),
	);
	return {
		child,
		label,
		output: () => output,
		exited,
		/** SIGTERM to the child's own process group, SIGKILL after `graceMs`. */
		async stop(graceMs = 15000) {
			if (child.exitCode !== null || child.signalCode !== null) return;
			try {
				process.kill(-child.pid, 'SIGTERM');
			} catch {
				return;
			}
			const timer = setTimeout(() => {
				try {
					process.kill(-child.pid, 'SIGKILL');
				} catch {
					/* already gone */
				}
			}, graceMs);
			await exited;
			clearTimeout(timer);
		},
	};
}

/** Runs a command to its end (bounded by `timeoutMs`) and returns its code and output. */
function run(label, command, args, options = {}, timeoutMs = 180000) {
	return new Promise((resolve, reject) => {
		const proc = startProcess(label, command, args, options);
		const timer = setTimeout(() => {
			proc.stop(2000);
			reject(new Error(`${label} took over ${timeoutMs / 1000} s:\n${proc.output().slice(-4000)}`));
		}, timeoutMs);
		proc.exited.then(({ code }) => {
			clearTimeout(timer);
			resolve({ code, output: proc.output() });
		});
	});
}

/** Polls `check` every `intervalMs` until it returns a truthy value or `timeoutMs` passes. */
async function waitFor(what, check, timeoutMs = 60000, intervalMs = 500) {
	const deadline = Date.now() + timeoutMs;
	let last;
	while (Date.now() < deadline) {
		try {
			const value = await check();
			if (value) return value;
		} catch (error) {
			last = error;
		}
		await new Promise((resolve) => setTimeout(resolve, intervalMs));
	}
	throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

module.exports = { freePort, startProcess, run, waitFor };
