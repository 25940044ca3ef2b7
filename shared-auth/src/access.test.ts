import { accessFor } from './access';

describe('accessFor', () => {
  it('follows the role table', () => {
    expect(accessFor('admin')).toMatchObject({ manageUsers: true, viewUsers: true, manageBooths: true });
    expect(accessFor('operator')).toMatchObject({ manageUsers: false, viewUsers: true, manageSellers: true });
    expect(accessFor('client')).toMatchObject({ viewUsers: false, viewBooths: true, manageBooths: false, viewHierarchy: true });
    expect(accessFor('ticket_seller')).toMatchObject({ viewSellers: false, viewHierarchy: false });
  });
});
