import type { ReactNode } from 'react';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { ColunaDaTabela } from '../../../components/table/index.ts';
import { useLinkDaRota } from '../../../components/navigation/useLinkDaRota.ts';
import { useT, type t as Traduzir } from '../../../i18n/traducao.ts';
import { contatosDa, documentosDa, type PessoaDoCadastro } from '../dados/pessoa.ts';
import { PapeisDaPessoa } from '../PapeisDaPessoa.tsx';

const useEstilos = makeStyles({
  linhas: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  rotulo: { color: tokens.colorNeutralForeground3 },
});

function Rotulados({ itens, extra }: { itens: { rotulo: string; valor: string }[]; extra?: ReactNode }) {
  const estilos = useEstilos();
  return (
    <div className={estilos.linhas}>
      {itens.map(({ rotulo, valor }) => (
        <span key={rotulo}>
          <span className={estilos.rotulo}>{rotulo}: </span>
          {valor}
        </span>
      ))}
      {extra}
    </div>
  );
}

function BotaoEditar({ caminho, nome }: { caminho: string; nome: string }) {
  const t = useT();
  const link = useLinkDaRota(caminho);
  return (
    <Tooltip content={t('Editar')} relationship="description">
      <Button as="a" appearance="subtle" icon={<EditRegular />} aria-label={t('Editar {nome}', { nome })} {...link} />
    </Tooltip>
  );
}

/** The Lista view's columns (#, Nome, Contato, Documentos, edit); build once per edit route and language (`t`, a useT()). */
export function colunasDaLista(caminhoDaEdicao: (id: number) => string | null, t: typeof Traduzir): ColunaDaTabela<PessoaDoCadastro>[] {
  return [
    { id: 'codigo', titulo: '#', valor: (p) => p.codigo, largura: 72, ordenavel: false },
    { id: 'nome', titulo: t('Nome'), valor: (p) => p.nome, largura: 220, ordenavel: false },
    {
      id: 'contato',
      titulo: t('Contato'),
      valor: () => null,
      celula: (p) => <Rotulados itens={contatosDa(p, t)} />,
      largura: 300,
      ordenavel: false,
    },
    {
      id: 'documentos',
      titulo: t('Documentos'),
      valor: () => null,
      celula: (p) => <Rotulados itens={documentosDa(p)} extra={<PapeisDaPessoa pessoa={p} />} />,
      largura: 220,
      ordenavel: false,
    },
    {
      id: 'acoes',
      titulo: t('Ações'),
      valor: () => null,
      celula: (p) => {
        const caminho = caminhoDaEdicao(p.id);
        return caminho === null ? null : <BotaoEditar caminho={caminho} nome={p.nome} />;
      },
      largura: 72,
      ordenavel: false,
    },
  ];
}
