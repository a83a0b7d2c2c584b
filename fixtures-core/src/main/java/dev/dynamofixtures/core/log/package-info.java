/**
 * The operation log: every call made to a database, for assertions on how code used DynamoDB.
 */
package dev.dynamofixtures.core.log;
