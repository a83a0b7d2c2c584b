package dev.dynamofixtures.core.internal.expr;

/** Stub until the expression engine lands. */
public enum KeyOperator { EQ, LT, LE, GT, GE, BETWEEN, BEGINS_WITH }
