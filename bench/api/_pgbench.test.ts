import { describe, expect, it } from 'vitest';
import { statementOf } from './_pgbench';

describe('the pgbench script of an endpoint', () => {
  it('prepares a statement the app names once per client, then executes it', () => {
    const script = statementOf({
      name: 'session_access',
      text: 'select * from sessions where token = $1 and expires_at > $2',
      values: ['abc', new Date('2026-11-27T12:00:00Z')],
    });
    expect(script.split('\n')).toEqual([
      '\\if :prepared_session_access = 0',
      'PREPARE "session_access" AS select * from sessions where token = $1 and expires_at > $2;',
      '\\set prepared_session_access 1',
      '\\endif',
      `EXECUTE "session_access"('abc', '2026-11-27T12:00:00.000Z');`,
    ]);
  });

  it('sends a statement the app does not name whole, its values written in', () => {
    expect(
      statementOf({ text: 'update items set checked = $1 where id = $2', values: [true, "o'k"] }),
    ).toBe("update items set checked = true where id = 'o''k';");
  });
});
