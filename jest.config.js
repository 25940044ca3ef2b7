module.exports = { projects: [{ displayName: 'api', testEnvironment: 'node', rootDir: '<rootDir>/api', transform: { '^.+\\.tsx?$': ['@swc/jest'] } }] };
