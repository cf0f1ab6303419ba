/**
 * A log that writes the lines of one turn of the event loop together: under load many answers
 * finish in one turn, and each console.log is a write of its own (synchronous to a file or a
 * pipe). Lines keep their order; `flush` writes what is waiting (before the process exits).
 */
export function batchedLog(write: (text: string) => void = (text) => process.stdout.write(text)): { log: (line: string) => void; flush: () => void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    write(text);
  };
  const log = (line: string) => {
    pending.push(line);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return { log, flush };
}
