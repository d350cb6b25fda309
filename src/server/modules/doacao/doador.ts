import { sql } from 'kysely';
import type { PedidoDeDoacao } from '../../../shared/doacao/pedido.ts';
import { isCpfValido } from '../../../shared/validation/documents/cpf.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { reservarCodigos } from '../pessoas/codigo.ts';
import { cnpjNormalizado, cpfNormalizado } from '../pessoas/recebida.ts';

// The portal's donor: the person of the unit with that CPF or CNPJ, found again, or a new person
// with the name, the document, the e-mail and the phone given, marked as registered through the
// donation portal (the people register's "Cadastro Portal Doação" filter).

export async function doadorDoPortal(trx: Db, unidadeId: number, pedido: PedidoDeDoacao): Promise<number> {
  const ehCpf = isCpfValido(pedido.cpfCnpj);
  const cpf = ehCpf ? cpfNormalizado(pedido.cpfCnpj) : null;
  const cnpj = ehCpf ? null : cnpjNormalizado(pedido.cpfCnpj);
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM pessoa WHERE unidade_id = ${unidadeId} AND ativo AND (cpf = ${cpf} OR cnpj = ${cnpj})
    ORDER BY (lower(email_principal) = lower(${pedido.email})) DESC, id LIMIT 1`.execute(trx);
  const achada = rows[0]?.id;
  if (achada !== undefined) {
    await sql`UPDATE pessoa SET email_principal = coalesce(email_principal, ${pedido.email}) WHERE id = ${achada}`.execute(trx);
    return achada;
  }
  const codigo = await reservarCodigos(trx, unidadeId, 1);
  const celular = pedido.telefone?.replace(/\D/g, '') ?? null;
  const criada = await sql<{ id: number }>`
    INSERT INTO pessoa (unidade_id, codigo, nome, papel_pessoa_fisica, papel_pessoa_juridica, cpf, cnpj, email_principal, celular, origem_cadastro_portal_doacao)
    VALUES (${unidadeId}, ${codigo}, ${pedido.nome}, ${ehCpf}, ${!ehCpf}, ${cpf}, ${cnpj}, ${pedido.email}, ${celular}, true)
    RETURNING id`.execute(trx);
  const id = criada.rows[0]!.id;
  await auditar(trx, { usuarioId: null, unidadeId, entidade: 'pessoa', entidadeId: id, acao: 'criar', alteracoes: { origemCadastroPortalDoacao: { de: null, para: true } } });
  return id;
}
