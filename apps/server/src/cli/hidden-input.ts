// Reads one line from the terminal without showing what is typed (for passwords).
import readline from 'node:readline';
import { Writable } from 'node:stream';

export function readHiddenLine(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  // The prompt is written above; what readline echoes of the typing goes nowhere.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    reader.question('', (answer) => {
      reader.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
