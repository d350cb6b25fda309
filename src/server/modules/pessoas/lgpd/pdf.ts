import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { DadosPessoais } from '../../../../shared/api/lgpd.ts';
import type { Pessoa, Referencia } from '../../../../shared/api/pessoas.ts';
import { formatDate, formatDateTime } from '../../../../shared/format/index.ts';
import { formatCep, formatCnpj, formatCpf, formatTelefone } from '../../../../shared/masks/index.ts';
// Sets pdfmake's fonts and access policies (standard Helvetica, nothing read from disk or network).
import '../../../jobs/relatorios/pdf.ts';

type Linha = [string, string | null | undefined];

const descricoes = (lista: readonly Referencia[]) => lista.map((r) => r.descricao ?? '').filter(Boolean).join(', ');
const telefone = (valor: string | null | undefined) => (valor ? formatTelefone(valor) : null);
const data = (valor: string | null | undefined) => (valor ? formatDate(`${valor.slice(0, 10)}T00:00:00`) : null);

function secao(titulo: string, linhas: readonly Linha[]): Content[] {
  const preenchidas = linhas.filter(([, valor]) => valor !== null && valor !== undefined && valor !== '');
  return [
    { text: titulo, style: 'secao' },
    preenchidas.length === 0
      ? { text: 'Nenhum dado.', italics: true }
      : {
          table: { widths: ['30%', '70%'], body: preenchidas.map(([rotulo, valor]) => [{ text: rotulo, bold: true }, valor ?? '']) },
          layout: 'lightHorizontalLines',
        },
  ];
}

function secoesDaPessoa(p: Pessoa): Content[] {
  const { pessoaFisica: pf, pessoaJuridica: pj } = p;
  return [
    ...secao('Identificação', [
      ['Código', String(p.codigo)],
      ['Nome', p.nome],
      ['Tipo', [p.papelPessoaFisica && 'Física', p.papelPessoaJuridica && 'Jurídica'].filter(Boolean).join(' e ')],
      ['Fornecedor', p.fornecedor ? 'Sim' : 'Não'],
      ['Situação', p.situacaoPessoa?.descricao],
      ['Ativa', p.ativo ? 'Sim' : 'Não'],
    ]),
    ...secao('Documentos', [
      ['CPF', pf?.cpf ? formatCpf(pf.cpf) : null],
      ['RG', pf?.rg],
      ['Data de nascimento', data(pf?.dataNascimento)],
      ['CNPJ', pj?.cnpj ? formatCnpj(pj.cnpj) : null],
    ]),
    ...secao('Contatos', [
      ['E-mail', p.emailPrincipal],
      ['E-mail secundário', p.emailSecundario],
      ['Telefone', telefone(p.telefone)],
      ['Telefone comercial', telefone(p.telefoneComercial)],
      ['Celular', [p.celular, p.celular2, p.celular3].map(telefone).filter(Boolean).join(', ')],
      ['WhatsApp', telefone(p.redeSocial?.whatsapp)],
      ['Facebook', p.redeSocial?.facebook],
    ]),
    ...secao('Endereço', [
      ['CEP', p.cep ? formatCep(p.cep) : null],
      ['Logradouro', [p.logradouro, p.numero, p.complemento].filter(Boolean).join(', ')],
      ['Bairro', p.bairro],
      ['Cidade', p.cidade ? `${p.cidade.nome} - ${p.cidade.estado.uf}` : null],
      ['Coordenadas', p.latitude !== null && p.longitude !== null ? `${p.latitude}, ${p.longitude}` : null],
    ]),
    ...secao('Na instituição', [
      ['Entrada', data(p.dataPessoaInstituicaoEntrada)],
      ['Saída', data(p.dataPessoaInstituicaoSaida)],
      ['Forma de entrada', p.formaEntrada?.descricao],
      ['Cargo', pf?.cargo?.descricao],
      ['Função', p.funcao?.descricao],
      ['Profissão', p.profissao?.descricao],
      ['Grupos', descricoes(p.grupos)],
      ['Idiomas', descricoes(p.idiomas)],
      ['Formação acadêmica', descricoes(p.formacoesAcademicas)],
      ['Benefícios', descricoes(p.beneficios)],
      ['Observação', p.observacao],
    ]),
    ...secao(
      'Anexos',
      p.anexos.map((a): Linha => [a.tipoAnexo?.descricao ?? 'Anexo', a.arquivo.fileName]),
    ),
  ];
}

function historico(d: DadosPessoais): Content[] {
  return [
    { text: 'Histórico de alterações', style: 'secao' },
    d.historico.length === 0
      ? { text: 'Nenhuma alteração registrada.', italics: true }
      : {
          table: {
            headerRows: 1,
            widths: ['22%', '22%', '14%', '42%'],
            body: [
              [{ text: 'Quando', bold: true }, { text: 'Quem', bold: true }, { text: 'Ação', bold: true }, { text: 'Campos', bold: true }],
              ...d.historico.map((h) => [formatDateTime(h.em), h.usuario ?? '—', h.acao, Object.keys(h.alteracoes).join(', ')]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
  ];
}

/** The export as a PDF a person can read: their record section by section, then its history. */
export function pdfDosDadosPessoais(d: DadosPessoais): Promise<Buffer> {
  const documento: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `Dados pessoais - ${d.pessoa.nome}` },
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: { titulo: { fontSize: 16, bold: true }, secao: { fontSize: 12, bold: true, margin: [0, 14, 0, 4] } },
    content: [
      { text: 'Dados pessoais (LGPD)', style: 'titulo' },
      { text: `${d.instituicao} — ${d.unidade}` },
      { text: `Gerado em ${formatDateTime(d.geradoEm)}. Cadastro criado em ${formatDateTime(d.criadaEm)}.`, margin: [0, 0, 0, 6] },
      ...secoesDaPessoa(d.pessoa),
      ...historico(d),
    ],
    footer: (pagina, paginas): Content => ({ text: `Página ${pagina} de ${paginas}`, alignment: 'right', margin: [40, 14], fontSize: 8 }),
  };
  return pdfmake.createPdf(documento).getBuffer();
}
