package dev.dynamofixtures.core.internal.ops;

import java.time.Clock;
import java.util.Objects;

/** The settings operations read: the clock (creation times, TTL) and the identity in ARNs. */
public record EngineSettings(Clock clock, String region, String accountId) {
    public EngineSettings {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(accountId, "accountId");
    }

    public static EngineSettings defaults(Clock clock) {
        return new EngineSettings(clock, "ddblocal", "000000000000");
    }

    public String tableArn(String tableName) {
        return "arn:aws:dynamodb:" + region + ":" + accountId + ":table/" + tableName;
    }
}
