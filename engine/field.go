package engine

// AppendField appends s as a field of a TAB-separated line, with
// backslash, TAB, LF and CR escaped as \\, \t, \n and \r, as the batch
// writes its fields.
func AppendField[T string | []byte](out []byte, s T) []byte { return appendField(out, s) }
