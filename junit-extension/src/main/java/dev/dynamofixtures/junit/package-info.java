/**
 * JUnit Jupiter support: {@link dev.dynamofixtures.junit.DynamoFixture} seeds a DynamoDB once per test class and
 * gives every test method its own fork; {@link dev.dynamofixtures.junit.DynamoSeed} adds datasets for one test;
 * {@link dev.dynamofixtures.junit.DynamoFixtureContext} is the handle tests get.
 */
package dev.dynamofixtures.junit;
