/** A column of whole numbers, as many as rows are added, in one typed array that doubles when full. */
export class NumberColumn {
  #values = new Uint32Array(1024);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(value: number): void {
    if (this.#length === this.#values.length) {
      const values = new Uint32Array(this.#length * 2);
      values.set(this.#values);
      this.#values = values;
    }
    this.#values[this.#length++] = value;
  }

  at(index: number): number {
    return this.#values[index]!;
  }
}

/**
 * A column of text cells kept outside the JavaScript heap: the cells' UTF-8 bytes one after another in one buffer,
 * and where each ends. `byteCapacity` is what the column should come to (the file's size bounds any column of it):
 * the buffer is allocated once at that size and only the pages written become resident; a column that outgrows it
 * doubles.
 */
export class TextColumn {
  #bytes: Buffer;
  #used = 0;
  readonly #ends = new NumberColumn();

  constructor(byteCapacity: number) {
    this.#bytes = Buffer.allocUnsafeSlow(Math.max(byteCapacity, 1024));
  }

  push(text: string): void {
    // A UTF-16 unit takes at most three bytes of UTF-8.
    const room = this.#used + text.length * 3;
    if (room > this.#bytes.length) {
      const bytes = Buffer.allocUnsafeSlow(Math.max(room, this.#bytes.length * 2));
      this.#bytes.copy(bytes, 0, 0, this.#used);
      this.#bytes = bytes;
    }
    this.#used += this.#bytes.write(text, this.#used);
    this.#ends.push(this.#used);
  }

  #start(index: number): number {
    return index === 0 ? 0 : this.#ends.at(index - 1);
  }

  at(index: number): string {
    return this.#bytes.toString('utf8', this.#start(index), this.#ends.at(index));
  }

  isEmpty(index: number): boolean {
    return this.#start(index) === this.#ends.at(index);
  }

  /** Orders cell `a` of this column and cell `b` of `other` by their bytes (code point order), without copying. */
  compare(a: number, other: TextColumn, b: number): number {
    return this.#bytes.compare(other.#bytes, other.#start(b), other.#ends.at(b), this.#start(a), this.#ends.at(a));
  }
}

/**
 * The rows of an import file, column by column: the line, the e-mail, the names, the address lower-cased (stored
 * only where it differs from the e-mail as written) and the refusal of each row. A string per cell would be
 * 300,000 small objects for a full file, all surviving the young generation's collections while the file is read,
 * which makes V8 grow that generation to its largest and keep it so (measured: about 90 MB more resident for
 * 100,000 rows); here the cells cost their bytes, outside the collector's sight, and strings are made a batch at a
 * time when the rows are checked and written.
 */
export class ImportRows {
  readonly #lines = new NumberColumn();
  readonly #emails: TextColumn;
  readonly #keys: TextColumn;
  readonly #firstNames: TextColumn;
  readonly #lastNames: TextColumn;
  /** The refusals by row; most files have none. */
  readonly #refusals = new Map<number, string>();

  /** `fileBytes`: the file's size, which bounds each column's bytes. */
  constructor(fileBytes: number) {
    this.#emails = new TextColumn(fileBytes);
    this.#keys = new TextColumn(0);
    this.#firstNames = new TextColumn(fileBytes);
    this.#lastNames = new TextColumn(fileBytes);
  }

  get count(): number {
    return this.#lines.length;
  }

  /** Adds a row, refused when `refusal` is given (its cells then as the dry run shows them). */
  add(row: { line: number; email: string; firstName: string; lastName: string }, refusal?: string): void {
    const index = this.count;
    this.#lines.push(row.line);
    this.#emails.push(row.email);
    this.#firstNames.push(row.firstName);
    this.#lastNames.push(row.lastName);
    const key = refusal === undefined ? row.email.toLowerCase() : row.email;
    this.#keys.push(key === row.email ? '' : key);
    if (refusal !== undefined) this.#refusals.set(index, refusal);
  }

  /** Adds rows `start` to `end` (excluded) of `other`, as they are. */
  copy(other: ImportRows, start: number, end: number): void {
    for (let index = start; index < end; index++) {
      const row = { line: other.line(index), email: other.email(index) };
      this.add({ ...row, firstName: other.firstName(index), lastName: other.lastName(index) }, other.refusal(index));
    }
  }

  line(index: number): number {
    return this.#lines.at(index);
  }

  email(index: number): string {
    return this.#emails.at(index);
  }

  firstName(index: number): string {
    return this.#firstNames.at(index);
  }

  lastName(index: number): string {
    return this.#lastNames.at(index);
  }

  /** The address lower-cased, as the pack's unique index compares addresses. */
  key(index: number): string {
    return this.#keys.isEmpty(index) ? this.#emails.at(index) : this.#keys.at(index);
  }

  refusal(index: number): string | undefined {
    return this.#refusals.get(index);
  }

  refuse(index: number, refusal: string): void {
    this.#refusals.set(index, refusal);
  }

  /** The refusals in row order. */
  refusals(): string[] {
    return [...this.#refusals.keys()].sort((a, b) => a - b).map((index) => this.#refusals.get(index)!);
  }

  /** The rows not refused, ordered by address (lower-cased bytes), rows of one address in line order. */
  byAddress(): Uint32Array {
    const order = new Uint32Array(this.count - this.#refusals.size);
    let length = 0;
    for (let index = 0; index < this.count; index++) if (!this.#refusals.has(index)) order[length++] = index;
    return order.sort((a, b) => this.compareKeys(a, b) || a - b);
  }

  /** Orders two rows by their addresses lower-cased, comparing bytes where they are stored. */
  compareKeys(a: number, b: number): number {
    return this.#keyColumn(a).compare(a, this.#keyColumn(b), b);
  }

  #keyColumn(index: number): TextColumn {
    return this.#keys.isEmpty(index) ? this.#emails : this.#keys;
  }
}
