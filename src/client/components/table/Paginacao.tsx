import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { PagedContent } from '../../../shared/api/contract.ts';
import { formatNumber } from '../../../shared/format/index.ts';
import { t, useT } from '../../i18n/traducao.ts';

const useStyles = makeStyles({
  paginacao: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
});

type Pagina = Pick<PagedContent<unknown>, 'page' | 'pageCount' | 'count' | 'countExact' | 'hasMore'>;

export function totalDeRegistros({ count, countExact }: Pick<Pagina, 'count' | 'countExact'>): string {
  if (countExact === false) return t('mais de {n} registros', { n: formatNumber(count) });
  return count === 1 ? t('1 registro') : t('{n} registros', { n: formatNumber(count) });
}

interface PaginacaoProps {
  pagina: Pagina;
  onMudar(page: number): void;
  /** What the total says, when "N registros" does not fit (e.g. which rows the page holds). */
  total?: string;
}

/** Previous/next paging with "page N of M" and the total (capped counts say "mais de"). */
export function Paginacao({ pagina, onMudar, total }: PaginacaoProps) {
  const styles = useStyles();
  const t = useT();
  const { page, pageCount, countExact, hasMore } = pagina;
  return (
    <nav className={styles.paginacao} aria-label={t('Paginação')}>
      <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onMudar(page - 1)}>
        {t('Anterior')}
      </Button>
      <Text aria-live="polite">
        {countExact === false
          ? t('Página {pagina}', { pagina: formatNumber(page) })
          : t('Página {pagina} de {total}', { pagina: formatNumber(page), total: formatNumber(pageCount) })}
      </Text>
      <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={!hasMore} onClick={() => onMudar(page + 1)}>
        {t('Próxima')}
      </Button>
      <Text>{total ?? totalDeRegistros(pagina)}</Text>
    </nav>
  );
}
