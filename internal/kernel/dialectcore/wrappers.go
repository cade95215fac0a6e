package dialectcore

import "github.com/uridialect/uridialect/dialect"

// Validate is the Validate of a dialect that checks a grammar: a string
// longer than the dialect's limit is one violation ([CheckLength]),
// returned as a list of one as [dialect.Validator] promises, and is not
// examined further; otherwise check returns every violation of s, as
// [dialect.Errors.Err] does. The list is check's own (a local
// dialect.Errors), so that a valid string costs no allocation.
func Validate(name, s string, maxLength int, check func(s string) error) error {
	if pe := CheckLength(name, s, maxLength); pe != nil {
		var es dialect.Errors
		es.Add(pe)
		return es.Err()
	}
	return check(s)
}
