throw new Error('this file throws on import');
