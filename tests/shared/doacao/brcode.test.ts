import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brCode, crc16, errosDoBrCode } from '../../../src/shared/doacao/brcode.ts';
import { MENSAGENS_DAS_DOACOES as M } from '../../../src/shared/doacao/mensagens.ts';

const EXEMPLO_DO_BANCO_CENTRAL =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('the static PIX BR Code (issue 21)', () => {
  it("comes out exactly as the Banco Central's published example", () => {
    const dados = { chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' };
    expect(errosDoBrCode(dados)).toEqual([]);
    expect(brCode(dados)).toBe(EXEMPLO_DO_BANCO_CENTRAL);
  });

  it('carries the amount with two decimals and the txid, with no field 01', () => {
    const payload = brCode({ chave: 'doacoes@alicerce.org.br', nome: 'Instituto Alicerce', cidade: 'Sao Paulo', valor: 30, txid: 'DOA42' });
    expect(payload).toContain('540530.00');
    expect(payload).toContain('62090505DOA42');
    expect(payload.startsWith('000201' + '26')).toBe(true);
    expect(payload).not.toMatch(/^000201010[12]/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('removes the accents of the name and the city', () => {
    const payload = brCode({ chave: '+5511999990000', nome: 'Associação São João', cidade: 'São Paulo' });
    expect(payload).toContain('5919Associacao Sao Joao');
    expect(payload).toContain('6009Sao Paulo');
  });

  it('refuses a missing key, a name over 25 and a city over 15 characters, and a bad amount or txid', () => {
    expect(errosDoBrCode({ chave: ' ', nome: 'Um nome que passa de vinte e cinco', cidade: 'Cidade muito comprida', valor: 10.001, txid: 'com espaço' })).toEqual([
      { field: 'chave', message: M.chaveObrigatoria },
      { field: 'nome', message: M.nomeLongo },
      { field: 'cidade', message: M.cidadeLonga },
      { field: 'valor', message: M.valorInvalido },
      { field: 'txid', message: M.txidInvalido },
    ]);
    expect(errosDoBrCode({ chave: 'x', nome: 'A'.repeat(25), cidade: 'Á'.repeat(15), valor: 0.01 })).toEqual([]);
    expect(errosDoBrCode({ chave: 'x', nome: 'A', cidade: 'B', valor: 0 })).toEqual([{ field: 'valor', message: M.valorInvalido }]);
    expect(errosDoBrCode({ chave: 'a\u0000b', nome: 'A\nB', cidade: 'B' }).map((e) => e.message)).toEqual([M.caracteresInvalidos, M.caracteresInvalidos]);
  });

  it('every field length matches its value and the CRC closes the code, whatever the data', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\x21-\x7E]{1,77}$/),
        fc.stringMatching(/^[A-Za-zÀ-ú ]{1,25}$/).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 99_999_999 }),
        (chave, nome, centavos) => {
          const dados = { chave, nome, cidade: 'Recife', valor: centavos / 100 };
          if (errosDoBrCode(dados).length > 0) return;
          const payload = brCode(dados);
          expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
          let i = 0;
          const ids: string[] = [];
          while (i < payload.length) {
            const id = payload.slice(i, i + 2);
            const n = Number(payload.slice(i + 2, i + 4));
            ids.push(id);
            i += 4 + n;
          }
          expect(i).toBe(payload.length);
          expect(ids).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
        },
      ),
    );
  });
});
