import { useEffect, useState } from 'react';
import { Button, SearchBox, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Dica } from '../../components/dica/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  busca: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, flexGrow: 1 },
  caixa: { flexGrow: 1, maxWidth: '480px', minWidth: '180px' },
});

interface CaixaDePesquisaProps {
  q: string;
  /** The titles of the fields searched (metadatalist camposPesquisados), listed in the tooltip. */
  campos: readonly string[];
  onPesquisar(q: string): void;
}

/** Enter or the search button searches; the tooltip says which fields are searched. */
export function CaixaDePesquisa({ q, campos, onPesquisar }: CaixaDePesquisaProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [texto, setTexto] = useState(q);
  // Back/forward or a bookmark changes the URL's q: the box follows it.
  useEffect(() => setTexto(q), [q]);
  const dica = campos.length === 0 ? t('Pesquisar') : t('Pesquisa por: {campos}', { campos: campos.map((campo) => traduzir(campo)).join(', ') });

  return (
    <form
      role="search"
      className={estilos.busca}
      onSubmit={(event) => {
        event.preventDefault();
        onPesquisar(texto.trim());
      }}
    >
      <Dica content={dica} relationship="description">
        {(gatilho) => (
          <SearchBox
            {...gatilho}
            className={estilos.caixa}
            aria-label={t('Pesquisar')}
            placeholder={dica}
            value={texto}
            onChange={(_, data) => setTexto(data.value)}
          />
        )}
      </Dica>
      <Button type="submit" icon={<SearchRegular />}>
        {t('Pesquisar')}
      </Button>
    </form>
  );
}
