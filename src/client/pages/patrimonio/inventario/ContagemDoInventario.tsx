import { Badge, Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CameraRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import type { Inventario } from '../../../../shared/api/inventarioDoPatrimonio.ts';
import { ApiError, fieldErrorsOf } from '../../../api/ApiError.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { fecharInventario, lerInventario, registrarLeitura } from './api.ts';
import { LeitorDaCamera } from './LeitorDaCamera.tsx';
import { ondeRegistrado, rotuloDaLeitura, rotuloDoResultado } from './rotulos.ts';

// One count: type a tag (or scan it with the camera), each read shown at once at the top of the
// list; Fechar a contagem stores found, missing, at another location (saying where) and unknown,
// then the result is listed.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px', minWidth: 0 },
  leitura: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  campo: { flexGrow: 1, minWidth: '160px' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', padding: `${tokens.spacingVerticalXS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  plaqueta: { fontWeight: tokens.fontWeightSemibold, minWidth: '90px' },
});

export function ContagemDoInventario({ id, onVoltar }: { id: number; onVoltar: () => void }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [inventario, setInventario] = useState<Inventario | null>(null);
  const [plaqueta, setPlaqueta] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  const [camera, setCamera] = useState(false);

  useEffect(() => {
    void lerInventario(id).then(setInventario).catch(ignoreShownError);
  }, [id]);

  const ler = useCallback(
    async (texto: string) => {
      setErro(undefined);
      try {
        const lida = await registrarLeitura(id, texto);
        setInventario((atual) => atual && { ...atual, lidas: [lida, ...atual.lidas.filter((l) => l.plaqueta !== lida.plaqueta)] });
        setPlaqueta('');
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        setErro(fieldErrorsOf(e)['plaqueta'] ?? e.message);
      }
    },
    [id],
  );

  if (inventario === null) return null;
  const aberto = inventario.situacao === 'ABERTO';
  const fechar = async () => setInventario(await fecharInventario(id).catch((e: unknown) => (ignoreShownError(e), inventario)));

  return (
    <div className={estilos.pilha}>
      <Text as="h1" size={500} weight="semibold">{t('Contagem de {local}', { local: inventario.local })}</Text>
      {aberto ? (
        <>
          <form
            className={estilos.leitura}
            onSubmit={(e) => {
              e.preventDefault();
              void ler(plaqueta);
            }}
          >
            <Field className={estilos.campo} label={t('Plaqueta')} validationMessage={erro === undefined ? undefined : traduzir(erro)} validationState={erro === undefined ? 'none' : 'error'}>
              <Input value={plaqueta} maxLength={30} autoComplete="off" autoFocus onChange={(_, d) => setPlaqueta(d.value)} />
            </Field>
            <Button type="submit" appearance="primary">{t('Registrar')}</Button>
            <Button icon={<CameraRegular />} onClick={() => setCamera((c) => !c)}>{t('Ler com a câmera')}</Button>
          </form>
          {camera && <LeitorDaCamera onLido={(texto) => void ler(texto)} onFechar={() => setCamera(false)} />}
          <Text>{t('{n} plaqueta(s) lida(s)', { n: inventario.lidas.length })}</Text>
          <ul className={estilos.lista} aria-label={t('Leituras')}>
            {inventario.lidas.map((l) => {
              const r = rotuloDaLeitura(t, l.classe);
              return (
                <li key={l.plaqueta} className={estilos.item}>
                  <span className={estilos.plaqueta}>{l.plaqueta}</span>
                  <Badge appearance="tint" color={r.cor}>{r.texto}</Badge>
                  <Text>{[l.descricao, l.localDoBem].filter(Boolean).join(' — ')}</Text>
                </li>
              );
            })}
          </ul>
          <div>
            <BotaoComCarregamento onClick={fechar}>{t('Fechar a contagem')}</BotaoComCarregamento>
          </div>
        </>
      ) : (
        <>
          <Text>
            {t('Fechada: {encontrados} encontrado(s), {faltantes} faltante(s), {outrosLocais} de outro local, {desconhecidos} desconhecido(s).', {
              encontrados: inventario.encontrados ?? 0,
              faltantes: inventario.faltantes ?? 0,
              outrosLocais: inventario.outrosLocais ?? 0,
              desconhecidos: inventario.desconhecidos ?? 0,
            })}
          </Text>
          <ul className={estilos.lista} aria-label={t('Resultado')}>
            {inventario.resultado.map((item) => {
              const r = rotuloDoResultado(t, item.resultado);
              return (
                <li key={item.plaqueta} className={estilos.item}>
                  <span className={estilos.plaqueta}>{item.plaqueta}</span>
                  <Badge appearance="tint" color={r.cor}>{r.texto}</Badge>
                  <Text>{[item.descricao, item.resultado === 'OUTRO_LOCAL' ? ondeRegistrado(t, item.localDoBem) : null].filter(Boolean).join(' — ')}</Text>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div>
        <Button appearance="subtle" onClick={onVoltar}>{t('Voltar às contagens')}</Button>
      </div>
    </div>
  );
}
