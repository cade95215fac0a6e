package normal

import (
	"strings"

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
	i := t.find(level)
	if i < 0 {
		_, _, err := FindLevel(t.Dialect, t.Infos(), level) // its error
		return "", err
	}
	if pe := dialectcore.CheckLength(t.Dialect, s, maxLength); pe != nil {
		return "", pe
	}
	return Apply(s, &t.Levels[i].Rules), nil
}

// find returns the index of the named level as [FindLevel] finds it,
// without building the list of names it needs only for its error; -1
// when there is none.
func (t *Table) find(level string) int {
	if level == "" {
		return len(t.Levels) - 1
	}
	level = strings.ToLower(strings.TrimSpace(level))
	for i := range t.Levels {
		if t.Levels[i].Name == level {
			return i
		}
	}
	return -1
}

// None is the level every table starts with.
var None = Level{NormalizationLevel: dialect.NormalizationLevel{
	Name: dialect.LevelNone,
	Doc:  "the string as it is: simple string comparison (RFC 3986, Section 6.2.1)",
}}
