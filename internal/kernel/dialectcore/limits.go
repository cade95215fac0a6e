package dialectcore

import (
	"strconv"

	"github.com/uridialect/uridialect/dialect"
)

// CheckLength returns nil if s is at most [dialect.MaxLength](max) bytes
// long, and otherwise the violation dialect name reports: a
// *dialect.ParseError at the offset where the limit is passed, spanning the
// bytes beyond it, citing [dialect.RuleMaxLength] and naming the option
// that raises the limit. Dialects call it first thing in Parse, ParseIn
// and Validate; it is inlined and allocates nothing for a string within
// the limit. max is a dialect's setting, 0 for the default; a dialect
// stores dialect.MaxLength(n) for a limit n it is given, so that max never
// exceeds dialect.MaxMaxLength.
func CheckLength(name, s string, max int) *dialect.ParseError {
	if len(s) <= max || max <= 0 && len(s) <= dialect.DefaultMaxLength {
		return nil
	}
	return tooLong(name, s, max)
}

// tooLong is CheckLength's slow path.
func tooLong(name, s string, max int) *dialect.ParseError {
	if max = dialect.MaxLength(max); len(s) <= max {
		return nil
	}
	return &dialect.ParseError{
		Dialect: name, Input: s, Offset: max, Len: len(s) - max, Rule: dialect.RuleMaxLength,
		Msg: "input of " + strconv.Itoa(len(s)) + " bytes is longer than the limit of " + strconv.Itoa(max) +
			" bytes (option maxlength=N raises it)",
	}
}
