package dev.dynamofixtures.junit.testcases;

import dev.dynamofixtures.junit.DynamoFixture;

/** A fixture class without tests: its (broken) seed is never read. */
@DynamoFixture(seed = "bad-seed.yml")
public class NoTestsTestCases {
    void notATest() {
    }
}
