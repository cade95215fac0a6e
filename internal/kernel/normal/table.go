package normal

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// A Level is one level of a dialect's normalization and its rules.
type Level struct {
	dialect.NormalizationLevel
	Rules Rules
}

// A Table is a dialect's levels, weakest first; the first is "none",
// which changes nothing.
type Table struct {
	Dialect string
	Levels  []Level
}

// Infos returns the levels' names and docs, for NormalizationLevels.
func (t *Table) Infos() []dialect.NormalizationLevel {
	out := make([]dialect.NormalizationLevel, len(t.Levels))
	for i, l := range t.Levels {
		out[i] = l.NormalizationLevel
	}
	return out
}

// Normalize applies the rules of the named level ("" for the strongest)
// to s, which must be no longer than maxLength (as dialectcore.CheckLength
// reads it).
func (t *Table) Normalize(s, level string, maxLength int) (string, error) {
	_, i, err := FindLevel(t.Dialect, t.Infos(), level)
	if err != nil {
		return "", err
	}
	if pe := dialectcore.CheckLength(t.Dialect, s, maxLength); pe != nil {
		return "", pe
	}
	return Apply(s, &t.Levels[i].Rules), nil
}

// None is the level every table starts with.
var None = Level{NormalizationLevel: dialect.NormalizationLevel{
	Name: dialect.LevelNone,
	Doc:  "the string as it is: simple string comparison (RFC 3986, Section 6.2.1)",
}}
