import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { somarDias, somarMeses } from '../../shared/calendario/index.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import { linhasDaTabela, receitasPorFonte } from '../modules/portaltransparencia/receitas.ts';
import { semearImagensDoPortal } from './imagens-do-portal.ts';

// The transparency portal on first start: its texts, two carousel images (drawn at seed time,
// when the seed knows the data folder), the board with terms, and published items of each kind,
// among them the PRJ-001 partnership (MROSC data from the projects' seed) and the amounts received
// by source in the last twelve whole months (computed from the finance and donations seeds, which
// run before), so /portal/transparencia has something to show.

const TEXTOS: ReadonlyArray<readonly [string, string, string]> = [
  ['portalTransparenciaQuemSomos', 'quemSomos', 'Somos uma associação sem fins lucrativos fundada em 1998, que atende crianças, adolescentes e famílias em situação de vulnerabilidade social.\n\nNossa missão é **garantir direitos** por meio da educação, da cultura e da assistência social.'],
  ['portalTransparenciaOQueFazemos', 'oQueFazemos', '- Oficinas de arte, música e cidadania no contraturno escolar\n- Reforço escolar comunitário\n- Atendimento socioassistencial às famílias'],
  ['portalTransparenciaContato', 'contato', 'Rua das Acácias, 120 — São Paulo/SP\n\nTelefone: (11) 3333-4444 · E-mail: contato@instituicao.org.br'],
];

/** The last twelve whole months before today's. */
function ultimosDozeMeses(): { inicio: string; fim: string } {
  const primeiroDoMes = `${hojeNoModelo().slice(0, 7)}-01`;
  return { inicio: somarMeses(primeiroDoMes, -12), fim: somarDias(primeiroDoMes, -1) };
}

export async function semearPortalDaTransparencia(db: Db, imagens: { dataDir: string; criadoPor: number } | null): Promise<void> {
  if (imagens !== null) {
    const [oficinas, horta] = await semearImagensDoPortal(db, imagens.dataDir, imagens.criadoPor);
    const anexo = (id: number | undefined, nome: string) => JSON.stringify([{ arquivo: { id, fileName: nome } }]);
    await sql`INSERT INTO portal_carrossel (imagem, legenda, posicao) VALUES
      (${anexo(oficinas, 'oficinas.webp')}::jsonb, 'Oficinas de arte e cidadania no contraturno escolar', 1),
      (${anexo(horta, 'horta.webp')}::jsonb, 'A horta comunitária cultivada pelas famílias atendidas', 2)`.execute(db);
  }
  for (const [modelo, campo, valor] of TEXTOS) {
    await sql`INSERT INTO ajuste (modelo, unidade_id, campo, valor) VALUES (${modelo}, NULL, ${campo}, ${JSON.stringify(valor)}::jsonb)`.execute(db);
  }
  await sql`INSERT INTO portal_diretoria (nome, cargo, mandato_inicio, mandato_fim) VALUES
    ('Maria Aparecida Santos', 'Presidente', '2025-01-01', '2027-12-31'),
    ('João Carlos Pereira', 'Vice-presidente', '2025-01-01', '2027-12-31'),
    ('Ana Lúcia Ferreira', 'Tesoureira', '2025-01-01', '2027-12-31')`.execute(db);
  await sql`INSERT INTO portal_anexo (descricao, arquivo_url) VALUES
    ('Ata da assembleia de eleição da diretoria', 'https://www.example.org/documentos/ata-eleicao-2025.pdf')`.execute(db);
  await sql`INSERT INTO transparencia_item (tipo, titulo, descricao, projeto_id, arquivo_url, publicado_em) VALUES
    ('ESTATUTO', 'Estatuto social consolidado', 'Estatuto aprovado em assembleia geral de 15/03/2024.', NULL, 'https://www.example.org/documentos/estatuto.pdf', '2024-04-01'),
    ('DIRETORIA', 'Diretoria eleita para 2025–2027', NULL, NULL, NULL, '2025-01-10'),
    ('PARCERIA', 'Termo de fomento 045/2025 — Oficinas de Arte e Cidadania', NULL, (SELECT id FROM projeto WHERE codigo = 'PRJ-001'), NULL, '2025-07-15'),
    ('DEMONSTRACAO_FINANCEIRA', 'Demonstrações financeiras de 2025', 'Balanço patrimonial, DRE e notas explicativas, com o parecer da auditoria independente.', NULL, 'https://www.example.org/documentos/demonstracoes-2025.pdf', '2026-04-30'),
    ('RELATORIO_ATIVIDADES', 'Relatório de atividades de 2025', NULL, NULL, 'https://www.example.org/documentos/relatorio-2025.pdf', '2026-03-31'),
    ('CERTIFICADO_CEBAS', 'Certificado CEBAS — Educação', 'Certificação válida até 31/12/2027.', NULL, NULL, '2025-02-01'),
    ('RELATORIO_ATIVIDADES', 'Relatório de atividades de 2026 (rascunho)', NULL, NULL, NULL, NULL)`.execute(db);

  const periodo = ultimosDozeMeses();
  const fontes = linhasDaTabela(await receitasPorFonte(db, periodo));
  await sql`INSERT INTO transparencia_item (tipo, titulo, descricao, periodo_inicio, periodo_fim, fontes, publicado_em) VALUES
    ('RECEITAS_POR_FONTE', 'Recursos recebidos nos últimos 12 meses', 'Valores recebidos de cada fonte, conforme o financeiro da instituição.',
     ${periodo.inicio}, ${periodo.fim}, ${JSON.stringify(fontes)}::jsonb, ${somarDias(periodo.fim, 1)})`.execute(db);
}
