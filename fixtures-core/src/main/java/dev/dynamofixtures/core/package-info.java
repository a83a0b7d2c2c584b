/**
 * Dynamo Fixtures' public engine API: {@link dev.dynamofixtures.core.InMemoryDynamo}.
 */
package dev.dynamofixtures.core;
