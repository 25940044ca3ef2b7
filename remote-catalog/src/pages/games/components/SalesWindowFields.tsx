/**
 * The fields a lottery's sales window is set with, in the new-game dialog and in its settings: its
 * description, how many minutes before a draw its sales close, how many days its prizes may be paid,
 * and its week's schedule. `beside` takes the first place of the minutes' row (the new game's
 * result format).
 */
import { SpanishNumberInput } from '@banca/kit';
import { Col, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { ScheduleGrid } from '../schedule/ScheduleGrid';
import { cutoffRules, expiryRules, scheduleRules } from './gameRules';

export function SalesWindowFields({ beside }: { beside?: ReactNode }) {
  const span = beside ? 7 : 12;
  return (
    <>
      <Form.Item name="description" label="Descripción">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Row gutter={16}>
        {beside && (
          <Col xs={24} sm={10}>
            {beside}
          </Col>
        )}
        <Col xs={12} sm={span}>
          <Form.Item name="cutoff_minutes" label="Cierre de ventas (minutos antes del sorteo)" rules={cutoffRules}>
            <SpanishNumberInput decimals={0} suffix="min" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={span}>
          <Form.Item name="prize_expiry_days" label="Caducidad de premios (días)" rules={expiryRules}>
            <SpanishNumberInput decimals={0} suffix="días" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="schedule" label="Horario (hora de Caracas)" rules={scheduleRules}>
        <ScheduleGrid />
      </Form.Item>
    </>
  );
}
