import { useState } from 'react';
import { Button, Field, SearchBox, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { Paginacao } from '../../components/table/Paginacao.tsx';
import { TabelaPessoas } from './TabelaPessoas.tsx';
import { rppPorLargura, usePessoasFiltradas } from './usePessoasFiltradas.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  busca: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  campo: { flexGrow: 1, maxWidth: '480px' },
});

export function ListaPessoasPage() {
  const styles = useStyles();
  const [rpp] = useState(() => rppPorLargura(window.innerWidth));
  const [texto, setTexto] = useState('');
  const [busca, setBusca] = useState({ q: '', page: 1 });
  const { data, error, mutate } = usePessoasFiltradas({ ...busca, rpp });

  return (
    <div className={styles.pagina}>
      <Title2 as="h1">Pessoas</Title2>
      <form
        role="search"
        className={styles.busca}
        onSubmit={(event) => {
          event.preventDefault();
          const q = texto.trim();
          // Searching again for the same text refreshes the first page.
          if (q === busca.q && busca.page === 1) void mutate();
          else setBusca({ q, page: 1 });
        }}
      >
        <Field className={styles.campo} label="Pesquisar">
          <SearchBox value={texto} onChange={(_, d) => setTexto(d.value)} />
        </Field>
        <Button type="submit" icon={<SearchRegular />}>
          Pesquisar
        </Button>
      </form>
      {error && <Aviso intent="error">{error.message}</Aviso>}
      {!data && !error && <Carregando />}
      {data && data.resultList.length === 0 && <Text>Nenhum resultado encontrado</Text>}
      {data && data.resultList.length > 0 && (
        <>
          <TabelaPessoas pessoas={data.resultList} />
          <Paginacao pagina={data} onMudar={(page) => setBusca((atual) => ({ ...atual, page }))} />
        </>
      )}
    </div>
  );
}
