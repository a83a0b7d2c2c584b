package dev.dynamofixtures.core.internal.value;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** DynamoDB's ten attribute types, with the names the API uses for them. */
public enum AttributeType {
    S, N, B, BOOL, NULL, M, L, SS, NS, BS;

    /** The type of a value already validated to hold exactly one member. */
    public static AttributeType of(AttributeValue value) {
        switch (value.type()) {
            case S: return S;
            case N: return N;
            case B: return B;
            case BOOL: return BOOL;
            case NUL: return NULL;
            case M: return M;
            case L: return L;
            case SS: return SS;
            case NS: return NS;
            case BS: return BS;
            default: return slowOf(value);
        }
    }

    private static AttributeType slowOf(AttributeValue value) {
        if (value.s() != null) return S;
        if (value.n() != null) return N;
        if (value.b() != null) return B;
        if (value.bool() != null) return BOOL;
        if (value.nul() != null) return NULL;
        if (value.hasM()) return M;
        if (value.hasL()) return L;
        if (value.hasSs()) return SS;
        if (value.hasNs()) return NS;
        if (value.hasBs()) return BS;
        throw new IllegalArgumentException("AttributeValue holds no value: " + value);
    }

    /** Key attributes (table, LSI, GSI) may only be S, N or B. */
    public boolean isScalarKeyType() {
        return this == S || this == N || this == B;
    }

    public boolean isSet() {
        return this == SS || this == NS || this == BS;
    }

    /** Parses a type name as the API writes it ({@code "S"}, {@code "NULL"}, ...), or null. */
    public static AttributeType fromName(String name) {
        if (name == null) {
            return null;
        }
        for (AttributeType type : values()) {
            if (type.name().equals(name)) {
                return type;
            }
        }
        return null;
    }
}
