/**
 * Not API: the backends a {@link dev.dynamofixtures.junit.DynamoFixture} runs on. A {@link
 * dev.dynamofixtures.junit.internal.Backend} is started once per run; it opens a seeded {@link
 * dev.dynamofixtures.junit.internal.FixtureDatabase} per test class, which forks one per test.
 */
package dev.dynamofixtures.junit.internal;
