import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The transparency portal on first start: its texts (no carousel image: the demo has no photos), the board with terms,
// and published items of each kind, among them the PRJ-001 partnership (MROSC data from the
// projects' seed), so /portal/transparencia has something to show.

const TEXTOS: ReadonlyArray<readonly [string, string, string]> = [
  ['portalTransparenciaQuemSomos', 'quemSomos', 'Somos uma associação sem fins lucrativos fundada em 1998, que atende crianças, adolescentes e famílias em situação de vulnerabilidade social.\n\nNossa missão é **garantir direitos** por meio da educação, da cultura e da assistência social.'],
  ['portalTransparenciaOQueFazemos', 'oQueFazemos', '- Oficinas de arte, música e cidadania no contraturno escolar\n- Reforço escolar comunitário\n- Atendimento socioassistencial às famílias'],
  ['portalTransparenciaContato', 'contato', 'Rua das Acácias, 120 — São Paulo/SP\n\nTelefone: (11) 3333-4444 · E-mail: contato@instituicao.org.br'],
];

export async function semearPortalDaTransparencia(db: Db): Promise<void> {
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
    ('RECEITAS_POR_FONTE', 'Recursos recebidos por fonte em 2025', 'Poder público: R$ 210.000,00 · Doações de pessoas: R$ 48.300,00 · Empresas: R$ 35.000,00.', NULL, NULL, '2026-02-15'),
    ('RELATORIO_ATIVIDADES', 'Relatório de atividades de 2026 (rascunho)', NULL, NULL, NULL, NULL)`.execute(db);
}
