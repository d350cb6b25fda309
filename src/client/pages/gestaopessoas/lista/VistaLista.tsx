import { useMemo, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonProhibitedRegular } from '@fluentui/react-icons';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useRevalidarRecurso } from '../../../engine/dados/useRevalidarRecurso.ts';
import { TabelaDeDados, type SelecaoDeLinhas } from '../../../components/table/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useCadastro } from '../CadastroContext.ts';
import { RECURSO_DE_PESSOAS } from '../dados/recurso.ts';
import type { PessoaDoCadastro } from '../dados/pessoa.ts';
import { usePaginasDePessoas } from '../dados/usePaginasDePessoas.ts';
import { colunasDaLista } from './colunas.tsx';
import { useDesativacao } from './useDesativacao.ts';

const useEstilos = makeStyles({
  vista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  acoes: { display: 'flex', justifyContent: 'flex-end', minHeight: '32px' },
});

const NENHUMA: SelecaoDeLinhas = {};
const idDaPessoa = (pessoa: PessoaDoCadastro) => pessoa.id;
// Rows hold up to three lines (contacts, documents): the virtualiser starts from this estimate.
const ALTURA_DA_LINHA = 76;

/** Lista: the table with row selection; selecting rows reveals Desativar Selecionado(s). */
export function VistaLista() {
  const estilos = useEstilos();
  const t = useT();
  const { modo, corpo, rpp, rodada, caminhoDaEdicao } = useCadastro();
  const { pode } = usePermissao();
  const { pessoas, carregando, temMais, carregarMais } = usePaginasDePessoas(corpo, rpp, rodada);
  const [selecao, setSelecao] = useState<SelecaoDeLinhas>(NENHUMA);
  const colunas = useMemo(() => colunasDaLista(caminhoDaEdicao, t), [caminhoDaEdicao, t]);
  const revalidar = useRevalidarRecurso(RECURSO_DE_PESSOAS);
  // The deactivated leave the list in place; their records, cards and markers are read anew too.
  const desativar = useDesativacao(selecao, () => {
    setSelecao(NENHUMA);
    void revalidar();
  });

  const podeDesativar = pode([modo.tags.desativar]);
  const algumaSelecionada = Object.values(selecao).some(Boolean);

  return (
    <div className={estilos.vista}>
      {podeDesativar && (
        <div className={estilos.acoes}>
          {algumaSelecionada && (
            <Button icon={<PersonProhibitedRegular />} onClick={() => void desativar()}>
              {t('Desativar Selecionado(s)')}
            </Button>
          )}
        </div>
      )}
      <TabelaDeDados<PessoaDoCadastro>
        rotulo={modo.titulo(t)}
        colunas={colunas}
        linhas={pessoas}
        idDaLinha={idDaPessoa}
        alturaDaLinha={ALTURA_DA_LINHA}
        carregando={carregando}
        modo={{ tipo: 'rolagem', temMais, onCarregarMais: carregarMais }}
        selecao={selecao}
        onSelecaoChange={setSelecao}
      />
    </div>
  );
}
