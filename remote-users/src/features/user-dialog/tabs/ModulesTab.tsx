import type { UserModule } from '@banca/contracts';
import { QueryContent, useStaleNotice } from '@banca/kit';
import { Button, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { plural } from '../../../shared/format';
import { useFeedback } from '../hooks/useFeedback';
import { useToggleModule } from '../hooks/useToggleModule';
import { useUserModules } from '../hooks/useUserModules';
import { userKeys } from '../../../shared/queryKeys';
import { ModuleDialog } from './ModuleDialog';

/** A module as a tile: its name, how many of its games are configured, and what can be done. */
function ModuleTile({
  module,
  readOnly,
  busy,
  onOpen,
  onEnable,
}: {
  module: UserModule;
  readOnly: boolean;
  busy: boolean;
  onOpen: () => void;
  onEnable: () => void;
}) {
  const action = readOnly ? (
    <Button onClick={onOpen}>Ver</Button>
  ) : module.assigned ? (
    <Button type="primary" onClick={onOpen}>
      Configurar
    </Button>
  ) : (
    <Button onClick={onEnable} loading={busy}>
      Habilitar
    </Button>
  );
  return (
    <Card
      size="small"
      title={module.name}
      extra={<Tag color={module.assigned ? 'green' : undefined}>{module.assigned ? 'Habilitado' : 'No habilitado'}</Tag>}
      data-testid={`module-${module.id}`}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{plural(module.configurations, 'configuración', 'configuraciones')}</Typography.Text>
        {action}
      </Flex>
    </Card>
  );
}

/**
 * The Modules tab: a tile per game module. 'Configurar' opens the module's dialog;
 * 'Habilitar' assigns the module to the user and opens it.
 */
export function ModulesTab({ userId, readOnly }: { userId: number; readOnly: boolean }) {
  const modules = useUserModules(userId);
  const toggle = useToggleModule(userId);
  const feedback = useFeedback();
  const stale = useStaleNotice(userKeys.detail(userId));
  const [openId, setOpenId] = useState<number | null>(null);

  const enable = async (module: UserModule) => {
    try {
      await toggle.mutateAsync(module);
      feedback.success(`Módulo ${module.name} habilitado.`);
      setOpenId(module.id);
    } catch (error) {
      if (!stale.refused(error)) feedback.failure(error);
    }
  };

  return (
    <QueryContent query={modules} rows={4}>
      {(list) => {
        const open = list.find((module) => module.id === openId) ?? null;
        if (list.length === 0) return <Empty description="No hay módulos de juego." />;
        return (
          <>
            {stale.notice}
            <Row gutter={[16, 16]}>
              {list.map((module) => (
                <Col key={module.id} xs={24} sm={12} lg={8}>
                  <ModuleTile
                    module={module}
                    readOnly={readOnly}
                    busy={toggle.isPending && toggle.variables?.id === module.id}
                    onOpen={() => setOpenId(module.id)}
                    onEnable={() => void enable(module)}
                  />
                </Col>
              ))}
            </Row>
            {open && <ModuleDialog userId={userId} module={open} readOnly={readOnly} stale={stale} onClose={() => setOpenId(null)} />}
          </>
        );
      }}
    </QueryContent>
  );
}
