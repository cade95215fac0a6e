package msie3

import "github.com/uridialect/uridialect/dialect"

// Validate reports only a string longer than the limit (option maxlength):
// a browser took every string in an HREF. See
// "Validation" in the package doc.
func (d *Dialect) Validate(s string) error {
	var es dialect.Errors
	if pe := dialect.CheckLength(name, s, d.opts.maxLength); pe != nil {
		es.Add(pe)
	}
	return es.Err()
}
